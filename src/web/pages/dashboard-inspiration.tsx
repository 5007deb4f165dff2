import { PageIntro } from '../app/layout/page-intro';
import { PinSearch } from '../features/pins/components/pin-search';

export default function DashboardInspirationPage() {
  return (
    <>
      <PageIntro
        title="Inspiration"
        description="Search Pinterest for DIY ideas and save the ones you love to your boards."
      />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <PinSearch />
      </div>
    </>
  );
}
