import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { useSearchParams } from 'wouter';
import { getPinterestStatus } from '../api/pins-api';

/**
 * Whether this visitor can connect Pinterest, and the outcome of an OAuth round trip: the
 * server sends the browser back with `?pinterest=connected|failed`, which becomes a toast and is
 * then dropped from the URL so a reload does not repeat it.
 */
export function usePinterestConnection() {
  const client = useQueryClient();
  const status = useQuery({ queryKey: ['pins', 'status'], queryFn: getPinterestStatus });
  const [params, setParams] = useSearchParams();
  const outcome = params.get('pinterest');

  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'connected') toast.success('Pinterest connected');
    else toast.error('Could not connect Pinterest', { description: 'Please try again.' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('pinterest');
        return next;
      },
      { replace: true },
    );
  }, [outcome, setParams]);

  const disconnect = useMutation({
    mutationFn: async () => {
      const res = await fetch('/api/pins/connection', { method: 'DELETE' });
      if (!res.ok) throw new Error(`Disconnect failed (${res.status})`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['pins'] }),
    onError: () => toast.error('Could not disconnect Pinterest'),
  });

  return { status: status.data, disconnect };
}
