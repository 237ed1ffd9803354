import { Card, Skeleton, Stack } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../lib/notify';
import { useCompanyLookups } from '../../auth';
import { useCompanyProfile } from '../api/get-company-profile';
import { useUpdateCompanyProfile } from '../api/update-company-profile';
import { CompanyProfileForm, valuesOf } from '../components/company-profile-form';
import { LogoUpload } from '../components/logo-upload';
import { PageHeader } from '../components/page-header';
import { CORPORATE_PATHS } from '../lib/paths';

/** corporate/profile/edit-profile: the company's details and logo ('Successfully Saved Changes'). */
export function EditProfilePage() {
  const navigate = useNavigate();
  const profile = useCompanyProfile();
  const lookups = useCompanyLookups();
  const update = useUpdateCompanyProfile();
  const back = () => navigate(CORPORATE_PATHS.profile);

  return (
    <Stack gap="lg" maw={860}>
      <PageHeader title="Edit Profile" back={{ to: CORPORATE_PATHS.profile, label: 'Company profile' }} />
      {profile.isPending || lookups.isPending ? (
        <Skeleton h={420} radius="lg" role="status" aria-label="Loading your company" />
      ) : profile.isError ? (
        <LoadError error={profile.error} onRetry={() => profile.refetch()} />
      ) : (
        <>
          <Card padding="lg">
            <LogoUpload
              companyId={profile.data._id}
              logo={profile.data.companyLogo}
              name={profile.data.companyName ?? 'Company'}
            />
          </Card>
          <Card padding="lg">
            <CompanyProfileForm
              initial={valuesOf(profile.data)}
              categories={lookups.data?.categories ?? []}
              details={lookups.data?.details}
              saving={update.isPending}
              onCancel={back}
              onSave={(body) =>
                update.mutateAsync(body).then((r) => {
                  notify.success(r.message || MSG.profileSaved);
                  back();
                })
              }
            />
          </Card>
        </>
      )}
    </Stack>
  );
}
