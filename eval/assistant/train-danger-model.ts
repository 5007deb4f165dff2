// `npm run train:safety`: fits the danger classifier on the development cases and writes it to
// src/server/assistant/safety/danger-model.json. Never reads the held-out split.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import {
  classifierInput,
  modelLabels,
  sentencePairs,
  situationLabel,
  type DangerModel,
  type ModelLabel,
} from '../../src/server/assistant/safety/danger-classifier';
import { levelOf, type StopSituationId } from '../../src/server/assistant/safety/safety-class-ids';
import { evalFileSchema, type EvalCase } from './case-schema';
import { loadWordVectors, type WordVectors } from './word-vectors';

const casesDir = new URL('./cases/', import.meta.url);
const modelFile = new URL('../../src/server/assistant/safety/danger-model.json', import.meta.url);

// A feature seen in one case only teaches that case, not a wording.
const MIN_CASES_PER_FEATURE = 3;
// Strong enough that no single word pair decides a class by itself; chosen on development
// sets the classifier had not been trained on (docs/assistant.md, "The danger classifier").
const L2 = 1e-3;
const EPOCHS = 30;
const AVERAGED_EPOCHS = 15;
// Weights this small change no probability that matters; dropping them keeps the file small.
const KEPT_WEIGHT = 0.05;
// The average of a message's word vectors is small next to a word's 0/1 feature; scaled up,
// it learns at the pace of the word features. Chosen on development sets the classifier had
// not been trained on (docs/decisions/0040).
const MEANING_SCALE = 1.5;
// A word whose scores are all below this moves the average over a message's words by little;
// leaving such words out changed no development result and keeps a quarter of the vocabulary.
const KEPT_WORD_SCORE = 1;

/**
 * The cases the classifier learns from: every single-message development case. In a
 * conversation the expected classes may come from an earlier message, so a follow-up's last
 * message says nothing reliable about its own words.
 */
export function trainingCases(only?: RegExp): EvalCase[] {
  return readdirSync(casesDir)
    .filter((name) => /^dev.*\.yaml$/.test(name) && (!only || only.test(name)))
    .sort()
    .flatMap((name) => evalFileSchema.parse(parse(readFileSync(new URL(name, casesDir), 'utf8'))))
    .filter((c) => c.turns.length === 1);
}

/**
 * The stop situation a case expects, read from its classes: a stop expected with only warning
 * classes is a tree or a ladder near a line, a heater's control bypassed, a breaker, fuse,
 * RCD or GFCI defeated, a balcony or deck failing under a crowd, a retaining wall on the move
 * with people below it, or a wall or ceiling in the house moving now.
 */
function expectedSituation(c: EvalCase): StopSituationId | undefined {
  const classes = c.expect.safety.flat();
  if (!c.expect.stop || classes.some((id) => levelOf(id) !== 'warning')) return undefined;
  if (classes.includes('tree-work') || classes.includes('height')) return 'near-power-lines';
  if (classes.includes('scalding')) return 'safety-bypass';
  if (classes.includes('electrical') || classes.includes('circuit-upsizing')) {
    return 'protection-bypass';
  }
  if (classes.includes('structural')) {
    const told = c.turns.join(' ');
    if (/\bretaining walls?\b/i.test(told)) return 'failing-retaining-wall';
    return /\b(?:balcon(?:y|ies)|decks?|decking|verandah?|porch)\b/i.test(told)
      ? 'failing-balcony'
      : 'failing-structure';
  }
  return undefined;
}

/** Whether a case is an example of a label (1), a counter-example (0) or neither. */
function exampleOf(c: EvalCase, label: ModelLabel): 0 | 1 | undefined {
  if (label.startsWith('situation:')) {
    const situation = expectedSituation(c);
    return situation && situationLabel(situation) === label ? 1 : 0;
  }
  // A class a careful expert "might also raise" is neither right nor wrong for that case.
  if (c.expect.safety.flat().includes(label as never)) return 1;
  return c.expect.allow.includes(label as never) ? undefined : 0;
}

export function digestOf(cases: readonly EvalCase[]): string {
  const hash = createHash('sha256');
  for (const c of cases) {
    hash.update(JSON.stringify([c.turns, c.expect.safety, c.expect.allow, c.expect.stop]));
  }
  return hash.digest('hex').slice(0, 16);
}

// A fixed-seed shuffle: the same cases always give the same model.
function shuffler(seed: number) {
  let state = seed;
  return <T>(list: T[]) => {
    for (let i = list.length - 1; i > 0; i--) {
      state = (state * 1103515245 + 12345) % 2147483648;
      const j = Math.floor((state / 2147483648) * (i + 1));
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
  };
}

/** The scaled average of a message's word vectors; unknown words count as no meaning. */
function meaningOf(words: readonly string[], vectors: WordVectors): Float64Array {
  const { dimensions, index, values } = vectors;
  const meaning = new Float64Array(dimensions);
  for (const word of words) {
    const i = index.get(word);
    if (i === undefined) continue;
    for (let d = 0; d < dimensions; d++) {
      meaning[d]! += (MEANING_SCALE * values[i * dimensions + d]!) / words.length;
    }
  }
  return meaning;
}

/** What one example gives the regression: its feature indices and its scaled meaning. */
export interface Example {
  features: number[];
  meaning: Float64Array;
}

export interface Fit {
  bias: number;
  weights: Float64Array;
  meaningWeights: Float64Array;
}

/** One logistic regression by stochastic gradient descent with L2 shrinkage. */
function fitClass(
  examples: ReadonlyArray<[Example, 0 | 1]>,
  featureCount: number,
  dimensions: number,
): Fit {
  const weights = new Float64Array(featureCount);
  const meaningWeights = new Float64Array(dimensions);
  let bias = 0;
  const shuffle = shuffler(7);
  const order = examples.map((_, i) => i);
  // The weights at the end of each of the later epochs are averaged: with the rate still well
  // above zero, the last epoch's weights lean towards whichever cases its order put last, and
  // one more development set could swing a class by several points (docs/decisions/0042).
  const averaged = {
    bias: 0,
    weights: new Float64Array(featureCount),
    meaningWeights: new Float64Array(dimensions),
  };
  let snapshots = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    shuffle(order);
    const rate = 0.5 / (1 + epoch * 0.2);
    for (const k of order) {
      const [{ features, meaning }, y] = examples[k]!;
      const error =
        1 / (1 + Math.exp(-scoreOf({ bias, weights, meaningWeights }, features, meaning))) - y;
      bias -= rate * error;
      for (const i of features) weights[i] = weights[i]! * (1 - rate * L2) - rate * error;
      for (let d = 0; d < dimensions; d++) {
        meaningWeights[d] = meaningWeights[d]! * (1 - rate * L2) - rate * error * meaning[d]!;
      }
    }
    if (epoch >= EPOCHS - AVERAGED_EPOCHS) {
      averaged.bias += bias;
      for (let i = 0; i < featureCount; i++) averaged.weights[i]! += weights[i]!;
      for (let d = 0; d < dimensions; d++) averaged.meaningWeights[d]! += meaningWeights[d]!;
      snapshots++;
    }
  }
  averaged.bias /= snapshots;
  for (let i = 0; i < featureCount; i++) averaged.weights[i]! /= snapshots;
  for (let d = 0; d < dimensions; d++) averaged.meaningWeights[d]! /= snapshots;
  return averaged;
}

function scoreOf(fit: Fit, features: readonly number[], meaning: Float64Array): number {
  let z = fit.bias;
  for (const i of features) z += fit.weights[i]!;
  for (let d = 0; d < meaning.length; d++) z += fit.meaningWeights[d]! * meaning[d]!;
  return z;
}

/**
 * The sentence pairs worth learning from, after a first fit on whole messages. The server
 * also reads every two neighbouring sentences, but a case says only that its danger is
 * somewhere in the message: in a dangerous case, the pair the first fit finds most dangerous
 * is taken as where it is told; in a harmless one, any pair the first fit already reads as
 * dangerous is a counter-example ("we smelled gas last year" without "the utility fixed it").
 * Measured on development sets left out of training, this found more dangers with fewer false
 * alarms than whole messages alone (docs/decisions/0041).
 */
export function passageExamples(
  labelled: ReadonlyArray<[number, 0 | 1]>,
  passages: readonly Example[][],
  first: Fit,
): Array<[Example, 0 | 1]> {
  return labelled.flatMap(([c, y]): Array<[Example, 0 | 1]> => {
    const scored = passages[c]!.map((p) => [p, scoreOf(first, p.features, p.meaning)] as const);
    if (y === 0) return scored.filter(([, z]) => z > 0).map(([p]) => [p, 0]);
    const best = scored.reduce<(typeof scored)[number] | undefined>(
      (top, next) => (top && top[1] >= next[1] ? top : next),
      undefined,
    );
    return best ? [[best[0], 1]] : [];
  });
}

/**
 * One logistic regression per class over word stems, word pairs and the average word vector,
 * learnt from whole messages and then again with their telling sentence pairs. The vector
 * weights are then folded into one score per word and class, which is all the server needs.
 */
export function trainDangerModel(
  cases: readonly EvalCase[],
  vectors: WordVectors = loadWordVectors(),
): DangerModel {
  const texts = cases.map((c) => c.turns.join('\n'));
  const inputs = texts.map((text) => classifierInput(text));
  const { dimensions } = vectors;
  const seenIn = new Map<string, number>();
  for (const { features } of inputs) {
    for (const f of features) seenIn.set(f, (seenIn.get(f) ?? 0) + 1);
  }
  const features = [...seenIn]
    .filter(([, n]) => n >= MIN_CASES_PER_FEATURE)
    .map(([f]) => f)
    .sort();
  const index = new Map(features.map((f, i) => [f, i]));
  const exampleOfInput = (input: { features: string[]; words: string[] }): Example => ({
    features: input.features.map((f) => index.get(f)).filter((i): i is number => i !== undefined),
    meaning: meaningOf(input.words, vectors),
  });
  const messages = inputs.map(exampleOfInput);
  const passages = texts.map((text) =>
    sentencePairs(text).map((pair) => exampleOfInput(classifierInput(pair))),
  );
  const fitted: Array<{ id: ModelLabel; kept: Array<[number, number]> } & Fit> = [];
  for (const id of modelLabels) {
    const labelled: Array<[number, 0 | 1]> = [];
    cases.forEach((c, i) => {
      const y = exampleOf(c, id);
      if (y !== undefined) labelled.push([i, y]);
    });
    if (!labelled.some(([, y]) => y === 1)) continue;
    const whole = labelled.map(([c, y]): [Example, 0 | 1] => [messages[c]!, y]);
    const first = fitClass(whole, features.length, dimensions);
    const fit = fitClass(
      [...whole, ...passageExamples(labelled, passages, first)],
      features.length,
      dimensions,
    );
    const kept: Array<[number, number]> = [];
    fit.weights.forEach((w, i) => {
      if (Math.abs(w) >= KEPT_WEIGHT) kept.push([i, Math.round(w * 1000) / 1000]);
    });
    fitted.push({ id, kept, ...fit, bias: Math.round(fit.bias * 1000) / 1000 });
  }
  // Only features some class still weighs are worth shipping.
  const used = [...new Set(fitted.flatMap((c) => c.kept.map(([i]) => i)))].sort((a, b) => a - b);
  const renumber = new Map(used.map((old, i) => [old, i]));
  return {
    trainedOn: digestOf(cases),
    features: used.map((i) => features[i]!),
    classes: fitted.map(({ id, bias, kept }) => ({
      id,
      bias,
      weights: kept.flatMap(([i, w]) => [renumber.get(i)!, w]),
    })),
    wordScores: foldWordScores(fitted, vectors),
  };
}

/**
 * Each word's score for each class: the vector weights times the word's vector, which the
 * server averages over a message's words exactly as training averaged the vectors.
 */
function foldWordScores(
  fitted: ReadonlyArray<{ meaningWeights: Float64Array }>,
  vectors: WordVectors,
): DangerModel['wordScores'] {
  const { dimensions, index, values } = vectors;
  const words: string[] = [];
  const rows: number[][] = [];
  for (const [word, i] of index) {
    const row = fitted.map(({ meaningWeights }) => {
      let score = 0;
      for (let d = 0; d < dimensions; d++) {
        score += MEANING_SCALE * meaningWeights[d]! * values[i * dimensions + d]!;
      }
      return score;
    });
    if (row.every((score) => Math.abs(score) < KEPT_WORD_SCORE)) continue;
    words.push(word);
    rows.push(row);
  }
  // One signed byte per score, in steps of each class's largest score / 127.
  const steps = fitted.map((_, k) => {
    // With no word kept at all, each step is 1 rather than -Infinity (null in the JSON).
    const largest = Math.max(0, ...rows.map((row) => Math.abs(row[k]!)));
    return Math.ceil((largest / 127) * 1e4) / 1e4 || 1;
  });
  const bytes = Int8Array.from(
    rows.flatMap((row) => row.map((score, k) => Math.round(score / steps[k]!))),
  );
  return { words, steps, scores: Buffer.from(bytes.buffer).toString('base64') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // TRAIN_FILES narrows training to some development files, to measure the classifier on
  // sets it has not seen; MODEL_OUT writes such a model somewhere else.
  const only = process.env.TRAIN_FILES ? new RegExp(process.env.TRAIN_FILES) : undefined;
  const cases = trainingCases(only);
  const model = trainDangerModel(cases);
  const out = process.env.MODEL_OUT ?? fileURLToPath(modelFile);
  writeFileSync(out, `${JSON.stringify(model)}\n`);
  const weights = model.classes.reduce((n, c) => n + c.weights.length / 2, 0);
  console.log(
    `danger model: ${cases.length} cases, ${model.features.length} features, ${weights} weights → ${out}`,
  );
}
