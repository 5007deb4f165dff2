import { PageIntro } from '../app/layout/page-intro';
import { LibraryTabs } from '../features/library/library-tabs';

export default function LibraryPage() {
  return (
    <>
      <PageIntro
        title="Your Library"
        description="Your project chats, saved articles and saved inspiration in one place."
      />
      <LibraryTabs />
    </>
  );
}
