import { PageIntro } from '../app/layout/page-intro';

export default function LibraryPage() {
  return (
    <PageIntro
      title="Your Library"
      description="Your chats, saved articles and saved inspiration in one place."
    />
  );
}
