import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import type { AuthUser } from '../../session/auth-client';
import { useAuth } from '../../session/use-auth';
import { LoadingNote } from './account-gate';
import { fetchProfile, updateProfile } from './profile-api';
import { ProfileForm } from './profile-form';
import type { ProfileFormValues } from './profile-form-schema';
import { SectionCard } from './section-card';

export function ProfileSection({ user }: { user: AuthUser }) {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = ['profile', user.id];
  const profile = useQuery({ queryKey, queryFn: fetchProfile });

  const onSubmit = async (values: ProfileFormValues) => {
    try {
      const saved = await updateProfile({
        full_name: values.full_name,
        avatar_url: values.avatar_url || null,
      });
      queryClient.setQueryData(queryKey, saved);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not save your profile');
      return false;
    }
    toast.success('Profile updated');
    // The session carries the name and picture the menu shows.
    await refresh();
    return true;
  };

  return (
    <SectionCard
      title="Personal details"
      icon={<UserRound className="size-5 text-brand-700" aria-hidden />}
      description="Your name and picture as Fixwise shows them."
    >
      {profile.isPending ? (
        <LoadingNote />
      ) : profile.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-sm text-red-700">{profile.error.message}</p>
          <Button variant="outline" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ProfileForm
          email={profile.data.email || user.email}
          defaultValues={{
            full_name: profile.data.full_name ?? user.name ?? '',
            avatar_url: profile.data.avatar_url ?? '',
          }}
          onSubmit={onSubmit}
        />
      )}
    </SectionCard>
  );
}
