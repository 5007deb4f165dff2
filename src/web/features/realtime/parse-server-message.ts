import {
  realtimeServerMessageSchema,
  type RealtimeServerMessage,
} from '../../../shared/realtime/realtime-protocol';

/** A message from the server, or undefined for anything malformed or unknown to this client. */
export type MessageParser = (data: unknown) => RealtimeServerMessage | undefined;

export const parseServerMessage: MessageParser = (data) => {
  try {
    const message = realtimeServerMessageSchema.safeParse(JSON.parse(String(data)));
    return message.success ? message.data : undefined;
  } catch {
    return undefined; // not JSON
  }
};
