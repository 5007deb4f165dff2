import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../ui/error-state';
import { homeProfileQuery } from './home-profile-api';
import { HomeProfileForm } from './home-profile-form';

/** Loads the saved profile, then the form; a failed load offers Retry rather than an empty form. */
export function MyHomeSection() {
  const profile = useQuery(homeProfileQuery());
  if (profile.isPending) {
    return (
      <p role="status" className="py-8 text-center text-muted">
        Loading your home profile…
      </p>
    );
  }
  if (profile.isError) {
    return (
      <ErrorState
        title="Your home profile didn't load"
        description="Check your connection and try again."
        retrying={profile.isFetching}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return <HomeProfileForm saved={profile.data} />;
}
