import { lazy, Suspense } from 'react';

// react-markdown and remark-gfm are about 40 KB gzip: they load with the first reply that uses
// Markdown, not with every page that shows a chat.
const MarkdownReply = lazy(() =>
  import('./markdown-reply').then((module) => ({ default: module.MarkdownReply })),
);
const InlineMarkdown = lazy(() =>
  import('./markdown-reply').then((module) => ({ default: module.InlineMarkdown })),
);

// Emphasis, code, links, headings, quotes, tables, HTML-looking tags, escapes and entities,
// lists, and what GFM turns into links (addresses, e-mail addresses).
const MARKDOWN_SYNTAX = /[*_`[\]#>|~<\\&@]|^\s*(?:[-+]|\d+[.)])\s|https?:|www\./m;

export function looksLikeMarkdown(text: string) {
  return MARKDOWN_SYNTAX.test(text);
}

/** Paragraphs as the Markdown renderer would lay them out: the text itself, never a blank. */
function PlainReply({ text }: { text: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div className="markdown">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/**
 * An assistant reply. Plain prose (the greeting, short answers) needs no Markdown renderer; a
 * reply that does shows its text as plain paragraphs until the renderer has loaded.
 */
export function ReplyText({ text }: { text: string }) {
  if (!looksLikeMarkdown(text)) return <PlainReply text={text} />;
  return (
    <Suspense fallback={<PlainReply text={text} />}>
      <MarkdownReply text={text} />
    </Suspense>
  );
}

/** One line of a reply with its emphasis kept; the plain text shows until the renderer loads. */
export function InlineReplyText({ text }: { text: string }) {
  if (!looksLikeMarkdown(text)) return text;
  return (
    <Suspense fallback={text}>
      <InlineMarkdown text={text} />
    </Suspense>
  );
}
