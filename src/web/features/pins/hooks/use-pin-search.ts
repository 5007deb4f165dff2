import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import type { PinSearchResult } from '../../../../shared/pins/pin-schema';
import { PIN_NOTICES, SAMPLE_PINS } from '../../../../shared/pins/sample-pins';
import { searchPins } from '../api/pins-api';

const failedResult: PinSearchResult = {
  items: [...SAMPLE_PINS],
  sample: true,
  notice: PIN_NOTICES.failed,
};

/**
 * docs/product.md#error-messages pins: not connected, a refused token or missing scopes come back from the server as
 * sample pins with a notice, silently. Any other failure shows the 'Pinterest Error' toast and
 * the same sample pins.
 */
export function usePinSearch(query: string) {
  const search = useQuery({
    queryKey: ['pins', 'search', query],
    queryFn: ({ signal }) => searchPins(query, signal),
    retry: false,
  });

  useEffect(() => {
    if (!search.isError) return;
    toast.error('Pinterest Error', {
      id: 'pinterest-search-error',
      description: 'Unable to load Pinterest content. Showing sample inspiration instead.',
    });
  }, [search.isError, search.errorUpdatedAt]);

  return {
    loading: search.isPending,
    result: search.isError ? failedResult : search.data,
  };
}
