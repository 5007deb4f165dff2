import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import type { Board, CreatePinInput } from '../../../../shared/pins/pin-schema';
import { createBoard, createPin, getBoards } from '../api/pins-api';

const boardsKey = ['pins', 'boards'] as const;

/** The user's boards, read when the save dialog opens; docs/product.md#error-messages toast when that fails. */
export function useBoards(enabled: boolean) {
  const boards = useQuery({ queryKey: boardsKey, queryFn: getBoards, enabled, retry: false });
  useEffect(() => {
    if (boards.isError) toast.error('Failed to fetch Pinterest boards', { id: 'pinterest-boards' });
  }, [boards.isError, boards.errorUpdatedAt]);
  return boards;
}

/** Creates a board, adds it to the cached list and hands it to `onCreated` to select it. */
export function useCreateBoard(onCreated: (board: Board) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBoard,
    onSuccess: (board) => {
      client.setQueryData<Board[]>(boardsKey, (boards = []) => [...boards, board]);
      toast.success('Board created successfully!');
      onCreated(board);
    },
    onError: () => toast.error('Failed to create Pinterest board'),
  });
}

export function useCreatePin(onCreated: () => void) {
  return useMutation({
    mutationFn: (input: CreatePinInput) => createPin(input),
    onSuccess: () => {
      toast.success('Pin created successfully!');
      onCreated();
    },
    onError: () => toast.error('Failed to create Pinterest pin'),
  });
}
