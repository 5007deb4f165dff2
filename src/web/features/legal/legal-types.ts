/** A list item is plain text, or a short bold term followed by its explanation. */
export type LegalListItem = string | { term: string; text: string };

/** A block of a section: a paragraph, or a bulleted list. */
export type LegalBlock = string | { list: LegalListItem[] };

export interface LegalSection {
  /** The anchor in the URL (`#id`); kebab-case and unique within its document. */
  id: string;
  title: string;
  body: LegalBlock[];
}
