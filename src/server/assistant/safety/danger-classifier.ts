import { normalizeMessage, splitSentences } from '../understand/normalize';
import { indexTerm, stem, tokenize } from '../understand/text-terms';
import dangerModel from './danger-model.json';
import {
  levelOf,
  safetyClassIds,
  stopSituationIds,
  type SafetyClassId,
  type StopSituationId,
} from './safety-class-ids';
import { fixTypos, namesIn } from './typo-fixes';

/**
 * A second reader of the user's words beside the hand-written rules: one logistic regression
 * per safety class over the message's word stems and word pairs, plus the average meaning of
 * its words, trained on the development evaluation cases (`npm run train:safety`) and shipped
 * as data. Rules learn each wording they are shown; the classifier also catches wordings
 * nobody wrote a rule for. It only ever adds a class: the rules' findings, their negations and
 * their "a professional dealt with it" handling stay as they are.
 *
 * Deterministic like the rules: the same message always gets the same classes, whichever
 * writer composes the reply.
 */
export interface DangerModel {
  /** A digest of the cases the model was trained on, so a stale model fails a test. */
  trainedOn: string;
  features: string[];
  /**
   * Each class's bias and its non-zero weights as one flat list of feature index, weight,
   * feature index, weight…: one array per class rather than one per weight keeps the file
   * small and the parsed model light.
   */
  classes: Array<{ id: ModelLabel; bias: number; weights: number[] }>;
  /**
   * What each common English word says about each class, averaged over the message's words.
   * Learnt through pre-trained word vectors (GloVe), so a word the cases never used still
   * counts when it means something close to words they did ("smouldering" near "burning").
   * Words saying nearly nothing are left out.
   */
  wordScores: {
    words: string[];
    /** Each class's score per unit, in `classes` order. */
    steps: number[];
    /**
     * Base64 of one signed byte per word and class, one row per word in `classes` order:
     * a score is its byte times its class's step. Ten thousand words by thirty classes stay
     * a few hundred kilobytes this way.
     */
    scores: string;
  };
}

/**
 * What the model is trained to recognise: every safety class, and each situation that turns a
 * warning into "stop, call …" (`situation:near-power-lines`), which no class says by itself.
 */
export type ModelLabel = SafetyClassId | `situation:${StopSituationId}`;
export const situationLabel = (id: StopSituationId): ModelLabel => `situation:${id}`;
export const modelLabels: readonly ModelLabel[] = [
  ...safetyClassIds,
  ...stopSituationIds.map(situationLabel),
];

/**
 * How sure the classifier must be before it adds a class. An emergency it adds by mistake
 * turns the whole reply into "leave the house", so emergencies and stops need more certainty
 * than a warning shown above a useful answer.
 */
export const CLASSIFIER_THRESHOLDS = { warning: 0.6, emergency: 0.95, stop: 0.95 } as const;
/** A situation stops the reply, so it needs the certainty of a stop. */
export const SITUATION_THRESHOLD = 0.95;

/**
 * What the classifier reads in a message: its stems and each pair of neighbouring stems
 * ("not", "not load"), and its meaningful words (no "the", "and") for their average meaning.
 */
export function classifierInput(text: string): { features: string[]; words: string[] } {
  const tokens = tokenize(fixTypos(normalizeMessage(text), namesIn(text)));
  const stems = tokens.map(stem);
  const features = new Set<string>();
  for (let i = 0; i < stems.length; i++) {
    features.add(stems[i]!);
    if (i + 1 < stems.length) features.add(`${stems[i]} ${stems[i + 1]}`);
  }
  return { features: [...features], words: tokens.filter((word) => indexTerm(word) !== null) };
}

// Loaded once, on first use: each feature's weights for every class side by side, so a
// message costs one lookup per word and a short loop, and the model costs about as much
// memory as its file.
export interface LoadedModel {
  index: Map<string, number>;
  ids: ModelLabel[];
  biases: Float64Array;
  weights: Float32Array;
  wordIndex: Map<string, number>;
  wordScores: Float32Array;
}

/**
 * A model's data laid out for reading: each feature's and each word's weights side by side.
 * A label the code no longer knows (a class renamed since training) is left out.
 */
export function loadModel(data: DangerModel): LoadedModel {
  const known = new Set<string>(modelLabels);
  const kept = data.classes.flatMap((c, k) => (known.has(c.id) ? [{ ...c, k }] : []));
  const ids = kept.map((c) => c.id);
  const weights = new Float32Array(data.features.length * ids.length);
  kept.forEach((c, j) => {
    for (let i = 0; i + 1 < c.weights.length; i += 2) {
      weights[c.weights[i]! * ids.length + j] = c.weights[i + 1]!;
    }
  });
  const bytes = new Int8Array(Buffer.from(data.wordScores.scores, 'base64'));
  const wordScores = new Float32Array(data.wordScores.words.length * ids.length);
  data.wordScores.words.forEach((_, w) => {
    kept.forEach(({ k }, j) => {
      wordScores[w * ids.length + j] =
        bytes[w * data.classes.length + k]! * data.wordScores.steps[k]!;
    });
  });
  return {
    index: new Map(data.features.map((feature, i) => [feature, i])),
    ids,
    biases: Float64Array.from(kept, (c) => c.bias),
    weights,
    wordIndex: new Map(data.wordScores.words.map((word, i) => [word, i])),
    wordScores,
  };
}

let shipped: LoadedModel | undefined;
const shippedModel = () => (shipped ??= loadModel(dangerModel as DangerModel));

/** Each label's probability for a message, by the shipped model unless another is given. */
export function classProbabilities(
  text: string,
  loaded: LoadedModel = shippedModel(),
): Map<ModelLabel, number> {
  const { index, ids, biases, weights, wordIndex, wordScores } = loaded;
  const z = Float64Array.from(biases);
  const { features, words } = classifierInput(text);
  for (const feature of features) {
    const i = index.get(feature);
    if (i === undefined) continue;
    for (let k = 0; k < ids.length; k++) z[k]! += weights[i * ids.length + k]!;
  }
  // An average, so a long story's many ordinary words weigh as much as a short one's few.
  for (const word of words) {
    const i = wordIndex.get(word);
    if (i === undefined) continue;
    for (let k = 0; k < ids.length; k++) z[k]! += wordScores[i * ids.length + k]! / words.length;
  }
  return new Map(ids.map((id, k) => [id, 1 / (1 + Math.exp(-z[k]!))]));
}

const isClass = (label: ModelLabel): label is SafetyClassId => !label.startsWith('situation:');

/**
 * Each label's probability for the whole message and for every two neighbouring sentences,
 * whichever is higher. In a long story the danger is one or two sentences among many about
 * the kids, the landlord and the year the house was built, and the rest dilutes it. On
 * development sets the model had not been trained on, this found 5 to 14 more dangers per run
 * (of 186 to 274) with 0 to 3 more false alarms (docs/decisions/0039).
 */
export function strongestReading(
  text: string,
  loaded: LoadedModel = shippedModel(),
): Map<ModelLabel, number> {
  const best = classProbabilities(text, loaded);
  for (const pair of sentencePairs(text)) {
    for (const [label, p] of classProbabilities(pair, loaded)) {
      if (p > (best.get(label) ?? 0)) best.set(label, p);
    }
  }
  return best;
}

/**
 * Every two neighbouring sentences of a message of three sentences or more: the passages the
 * classifier reads beside the whole message, and the ones training learns from.
 */
export function sentencePairs(text: string): string[] {
  const sentences = splitSentences(text);
  if (sentences.length <= 2) return [];
  return sentences.slice(1).map((sentence, i) => `${sentences[i]} ${sentence}`);
}

/**
 * What the classifier is sure enough of to add: classes past their level's threshold, and
 * the most probable stop situation past its own. One reading of the message serves both.
 */
export function readDangers(text: string, loaded?: LoadedModel): DangerReading {
  if (loaded) return readWith(text, loaded);
  const known = recentReadings.get(text);
  if (known) return known;
  const reading = readWith(text, shippedModel());
  recentReadings.set(text, reading);
  if (recentReadings.size > RECENT_READINGS) {
    recentReadings.delete(recentReadings.keys().next().value!);
  }
  return reading;
}

export interface DangerReading {
  readonly classes: readonly SafetyClassId[];
  situation?: StopSituationId;
}

// A follow-up reads the conversation's last two questions again, once for their own dangers
// and once with the facts told since: the shipped model's readings of the last few texts are
// kept, oldest dropped first, so each question is read by the classifier once.
const RECENT_READINGS = 32;
const recentReadings = new Map<string, DangerReading>();

function readWith(text: string, loaded: LoadedModel): DangerReading {
  const probabilities = strongestReading(text, loaded);
  const classes = [...probabilities]
    .filter(
      (entry): entry is [SafetyClassId, number] =>
        isClass(entry[0]) && entry[1] > CLASSIFIER_THRESHOLDS[levelOf(entry[0])],
    )
    .map(([id]) => id);
  let situation: StopSituationId | undefined;
  let best = SITUATION_THRESHOLD;
  for (const id of stopSituationIds) {
    const p = probabilities.get(situationLabel(id)) ?? 0;
    if (p > best) [situation, best] = [id, p];
  }
  return { classes, ...(situation && { situation }) };
}
