import { FeatureGrid } from '../features/how-to-use/feature-grid';
import { HowItWorks } from '../features/how-to-use/how-it-works';
import { HowToCta } from '../features/how-to-use/how-to-cta';
import { HowToHero } from '../features/how-to-use/how-to-hero';

export default function HowToUsePage() {
  return (
    <>
      <HowToHero />
      <HowItWorks />
      <FeatureGrid />
      <HowToCta />
    </>
  );
}
