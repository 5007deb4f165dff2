import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { EmojiIcon, rehypeEmojiIcons } from './emoji-icons';

/** The spans `rehypeEmojiIcons` leaves for emoji; any other span stays as it is. */
const emojiSpan: Components['span'] = ({ node: _node, ...props }) => {
  const emoji: unknown = (props as Record<string, unknown>)['data-emoji'];
  return typeof emoji === 'string' ? <EmojiIcon emoji={emoji} /> : <span {...props} />;
};

const components: Components = {
  a: ({ href, children }) => (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline"
    >
      {children}
    </a>
  ),
  // Text the model read (an attached document, a web page) could ask it to write an image whose
  // address carries the conversation elsewhere; only our own uploads are shown as images.
  img: ({ src, alt }) =>
    typeof src === 'string' && src.startsWith('/api/uploads/') ? (
      <img src={src} alt={alt ?? ''} className="max-w-full rounded-md" />
    ) : (
      <span>{alt ? `[image: ${alt}]` : '[image]'}</span>
    ),
  span: emojiSpan,
  table: ({ children }) => (
    <div className="overflow-x-auto">
      <table>{children}</table>
    </div>
  ),
};

/** One line of a reply (a guide's step): only its emphasis and code, no blocks. */
export function InlineMarkdown({ text }: { text: string }) {
  return (
    <Markdown
      allowedElements={['strong', 'em', 'code', 'span']}
      rehypePlugins={[rehypeEmojiIcons]}
      components={{ span: emojiSpan }}
      unwrapDisallowed
      skipHtml
    >
      {text}
    </Markdown>
  );
}

/** Assistant replies as Markdown (GFM tables and lists); raw HTML is never rendered. */
export function MarkdownReply({ text }: { text: string }) {
  return (
    <div className="markdown">
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeEmojiIcons]}
        components={components}
        skipHtml
      >
        {text}
      </Markdown>
    </div>
  );
}
