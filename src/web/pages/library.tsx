import { PageIntro } from '../app/layout/page-intro';
import { QueryProvider } from '../app/query-provider';
import { AuthProvider } from '../features/auth/auth-provider';
import { LibraryTabs } from '../features/library/library-tabs';

export default function LibraryPage() {
  return (
    <AuthProvider>
      <QueryProvider>
        <PageIntro
          title="Your Library"
          description="Your project chats, saved articles and saved inspiration in one place."
        />
        <LibraryTabs />
      </QueryProvider>
    </AuthProvider>
  );
}
