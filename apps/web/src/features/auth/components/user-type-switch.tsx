import { SegmentedControl } from '@mantine/core';
import { useNavigate } from 'react-router';

function TypeSwitch({
  value,
  options,
  pathFor,
}: {
  value: string;
  options: Array<{ value: string; label: string }>;
  pathFor: (userType: string) => string;
}) {
  const navigate = useNavigate();
  return (
    <SegmentedControl
      fullWidth
      aria-label="Account type"
      value={value}
      onChange={(v) => navigate(pathFor(v))}
      data={options}
    />
  );
}

/** Login: the Patient/Therapist switch swaps patient ↔ doctor in the path (spec document 1 §2). */
export function LoginTypeSwitch({ userType, rest }: { userType: 'patient' | 'doctor'; rest: string }) {
  return (
    <TypeSwitch
      value={userType}
      pathFor={(t) => `/user/${t}/login${rest}`}
      options={[
        { value: 'patient', label: 'Patient' },
        { value: 'doctor', label: 'Therapist' },
      ]}
    />
  );
}

/** Sign-up: the USER/THERAPIST/corporate switch routes to the matching sign-up pages. */
export function SignupTypeSwitch({ userType }: { userType: 'patient' | 'doctor' | 'corporate' }) {
  return (
    <TypeSwitch
      value={userType}
      pathFor={(t) => `/user/${t}/signup`}
      options={[
        { value: 'patient', label: 'USER' },
        { value: 'doctor', label: 'THERAPIST' },
        { value: 'corporate', label: 'CORPORATE' },
      ]}
    />
  );
}
