import {
  createLucideIcon,
  Droplet,
  Flame,
  ImageOff,
  Siren,
  Wind,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';

// Our own warning triangle: lucide's is shared with other lazily loaded screens, and importing it
// here would add that shared file to the chat's preload list.
const WarningTriangle = createLucideIcon('warning-triangle', [
  ['path', { d: 'M12 3.5 2.5 20h19z', key: 'triangle' }],
  ['path', { d: 'M12 10v4.5', key: 'bar' }],
  ['path', { d: 'M12 17.5h.01', key: 'dot' }],
]);

/**
 * The emoji replies use as callout icons (our own safety notes, and the model's, which the system
 * prompt asks for). Without an emoji font, as on many Linux desktops, they render as empty boxes,
 * so they are drawn as icons; the label keeps what the emoji said for screen readers.
 */
const emojiIcons: Readonly<Record<string, { icon: LucideIcon; label: string }>> = {
  '⚠': { icon: WarningTriangle, label: 'Warning' },
  '🚨': { icon: Siren, label: 'Urgent' },
  '⚡': { icon: Zap, label: 'Electricity' },
  '🔥': { icon: Flame, label: 'Fire' },
  '💧': { icon: Droplet, label: 'Water' },
  '🫁': { icon: Wind, label: 'Air' },
  '🔧': { icon: Wrench, label: 'Repair' },
  // Only ever the note that a photo arrived but could not be looked at.
  '📷': { icon: ImageOff, label: 'Photo' },
};

// The variation selector (U+FE0F) that asks for the colour form goes with the emoji.
const emojiPattern = new RegExp(`(${Object.keys(emojiIcons).join('|')})\\uFE0F?`, 'gu');

/** Just the parts of a rendered Markdown tree (hast) this plugin reads and writes. */
interface TreeNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: TreeNode[];
}

function splitText(value: string): TreeNode[] {
  const parts: TreeNode[] = [];
  let last = 0;
  for (const match of value.matchAll(emojiPattern)) {
    if (match.index > last) parts.push({ type: 'text', value: value.slice(last, match.index) });
    parts.push({
      type: 'element',
      tagName: 'span',
      properties: { dataEmoji: match[1] },
      children: [],
    });
    last = match.index + match[0].length;
  }
  if (last === 0) return [{ type: 'text', value }];
  if (last < value.length) parts.push({ type: 'text', value: value.slice(last) });
  return parts;
}

function replaceEmoji(node: TreeNode) {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text' && child.value !== undefined) return splitText(child.value);
    // Code shows exactly what was written.
    if (child.tagName !== 'code' && child.tagName !== 'pre') replaceEmoji(child);
    return [child];
  });
}

/** Rehype plugin: each known emoji becomes a `<span data-emoji>` that `EmojiIcon` draws. */
export function rehypeEmojiIcons() {
  return (tree: TreeNode) => replaceEmoji(tree);
}

export function EmojiIcon({ emoji }: { emoji: string }) {
  const known = emojiIcons[emoji];
  if (!known) return emoji;
  const { icon: Icon, label } = known;
  return (
    <Icon role="img" aria-label={label} className="inline-block size-[1.1em] align-[-0.2em]" />
  );
}
