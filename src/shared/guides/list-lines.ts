/**
 * Splits an assistant reply into classified lines: the list-line rules of docs/product.md#states-and-transitions/§5 in one
 * place, so detection and extraction can never disagree about what a list line is.
 */
export type LineKind = 'numbered' | 'step' | 'bullet' | 'text';

export interface ReplyLine {
  kind: LineKind;
  /** The line with its list marker (and a bold wrapper around it) removed; trimmed. */
  content: string;
  /** The line as written, trimmed; used for the title. */
  raw: string;
}

// Optional markdown heading and bold (** or __) before the marker: LLMs often write
// "### Step 1: ...", "**Step 1:** ..." or "**1.** ...". \1 is the bold opener, if any.
const STEP_LINE =
  /^(?:#{1,6}\s+)?(\*\*|__)?step\s+\d{1,3}(?!\d|\.\d)\s*[:.)\-–—]?\s*\1?\s*[:.\-–—]?\s*(.*)$/i;
// Up to 3 digits so a year ("2024. ...") is not a step; whitespace after the marker so a
// decimal ("1.5 inches") is not either.
const NUMBERED_LINE = /^(?:#{1,6}\s+)?(\*\*|__)?\d{1,3}[.)]\1?\s+(.*)$/;
// "•" is often written without a following space; "-" and "*" need one so "**bold**",
// "---" and "-5°" stay text.
const BULLET_LINE = /^(?:•\s*|[-*]\s+)(.*)$/;
const CHECKBOX = /^\[[ xX]\]\s+/;
const FENCE = /^(`{3,}|~{3,})/;
const HAS_WORD = /[\p{L}\p{N}]/u;

function stripClosingBold(content: string, bold: string | undefined): string {
  return bold && content.endsWith(bold) ? content.slice(0, -bold.length).trimEnd() : content;
}

function classify(line: string): ReplyLine {
  const text = (kind: LineKind, content: string): ReplyLine => ({ kind, content, raw: line });

  const step = STEP_LINE.exec(line);
  // A bare "**Step 1**" label is still a list line; its text may sit on the next line.
  if (step) return text('step', stripClosingBold(step[2] ?? '', step[1]));

  const numbered = NUMBERED_LINE.exec(line);
  if (numbered) {
    const content = stripClosingBold(numbered[2] ?? '', numbered[1]);
    if (HAS_WORD.test(content)) return text('numbered', content);
  }

  const bullet = BULLET_LINE.exec(line);
  if (bullet) {
    const content = (bullet[1] ?? '').replace(CHECKBOX, '').trim();
    // "* * *" is a horizontal rule, "- " an empty item: neither is a step.
    if (HAS_WORD.test(content)) return text('bullet', content);
  }
  return text('text', line);
}

/**
 * The non-blank lines of a reply outside fenced code blocks, classified. Code is skipped
 * because a shell snippet's "- " or "1." lines are not instructions for the reader. An
 * unclosed fence runs to the end, as in CommonMark.
 */
export function replyLines(reply: string): ReplyLine[] {
  const result: ReplyLine[] = [];
  let fence: string | null = null;
  for (const rawLine of reply.split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    const marker = FENCE.exec(line)?.[1];
    if (fence !== null) {
      // A closing fence uses the same character, at least as many, and nothing after it.
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line === marker) {
        fence = null;
      }
      continue;
    }
    // CommonMark: a backtick fence's info string has no backticks, so "```x```" is inline code.
    if (marker && !(marker[0] === '`' && line.slice(marker.length).includes('`'))) {
      fence = marker;
      continue;
    }
    if (line === '') continue;
    const classified = classify(line);
    const previous = result.at(-1);
    // "**Step 1**" on its own line, text on the next: one step, not a label plus a stray line.
    if (previous?.kind === 'step' && previous.content === '' && classified.kind === 'text') {
      previous.content = classified.content;
      continue;
    }
    result.push(classified);
  }
  return result;
}

export function isListLine(line: ReplyLine): boolean {
  return line.kind !== 'text';
}
