import { ArrowUp, Paperclip, Square } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { MAX_MESSAGE_LENGTH } from '../../../../shared/constants';
import { UPLOAD_ACCEPT } from '../../../../shared/uploads/upload-limits';
import { Button } from '../../../ui/button';
import { LengthNotice } from './length-notice';

interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  loading: boolean;
  blocked: boolean;
  onPickFiles?: (files: FileList) => void;
  footer?: ReactNode;
  attachments?: ReactNode;
}

/** docs/product.md#validation-rules chat send: Enter sends, Shift+Enter adds a line; blocked while empty or loading. */
export function ChatComposer(props: ComposerProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const empty = props.value.trim() === '';
  const length = props.value.length;

  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 200)}px`;
  }, [props.value]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!empty && !props.loading && !props.blocked) props.onSend();
    }
  };

  return (
    <form
      className="grid gap-2 rounded-2xl border border-line bg-white p-2 shadow-sm focus-within:border-brand-600"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty && !props.loading && !props.blocked) props.onSend();
      }}
    >
      {props.attachments}
      <label htmlFor="chat-input" className="sr-only">
        Describe your project or ask a question
      </label>
      <textarea
        id="chat-input"
        ref={textarea}
        rows={1}
        value={props.value}
        maxLength={MAX_MESSAGE_LENGTH}
        disabled={props.blocked}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={
          props.blocked ? 'Sign up to keep chatting' : 'Describe your project or ask a question...'
        }
        className="max-h-[200px] min-h-10 w-full resize-none bg-transparent px-2 py-2 text-sm outline-none disabled:cursor-not-allowed"
      />
      <LengthNotice length={length} remedy="Shorten it or send the rest in a second message." />
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          {props.onPickFiles && (
            <>
              <input
                ref={fileInput}
                type="file"
                accept={UPLOAD_ACCEPT}
                multiple
                hidden
                aria-hidden
                tabIndex={-1}
                data-testid="chat-file-input"
                onChange={(event) => {
                  if (event.target.files?.length) props.onPickFiles?.(event.target.files);
                  event.target.value = '';
                }}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label="Attach a photo or file"
                disabled={props.blocked || props.loading}
                onClick={() => fileInput.current?.click()}
              >
                <Paperclip aria-hidden />
              </Button>
            </>
          )}
          {props.footer}
        </div>
        {props.loading ? (
          <Button size="sm" variant="secondary" onClick={props.onStop}>
            <Square aria-hidden /> Stop
          </Button>
        ) : (
          <Button
            type="submit"
            size="sm"
            disabled={empty || props.blocked}
            aria-label="Send message"
          >
            <ArrowUp aria-hidden /> Send
          </Button>
        )}
      </div>
    </form>
  );
}
