import { featureBoundaries } from './feature-boundaries.js';
import { noImportCycle } from './no-import-cycle.js';

/** The project's own lint rules: the import arrows ARCHITECTURE §3 allows. */
export default {
  meta: { name: 'fixwise' },
  rules: {
    'no-import-cycle': noImportCycle,
    'feature-boundaries': featureBoundaries,
  },
};
