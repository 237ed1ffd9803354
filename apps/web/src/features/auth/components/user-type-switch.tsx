import { SegmentedControl } from '@mantine/core';
import { useNavigate } from 'react-router';

/** Login: the Patient/Therapist switch swaps patient ↔ doctor in the path (spec document 1 §2). */
export function LoginTypeSwitch({ userType, rest }: { userType: 'patient' | 'doctor'; rest: string }) {
  const navigate = useNavigate();
  return (
    <SegmentedControl
      fullWidth
      aria-label="Account type"
      value={userType}
      onChange={(v) => navigate(`/user/${v}/login${rest}`)}
      data={[
        { value: 'patient', label: 'Patient' },
        { value: 'doctor', label: 'Therapist' },
      ]}
    />
  );
}

/** Sign-up: the USER/THERAPIST/corporate switch routes to the matching sign-up pages. */
export function SignupTypeSwitch({ userType }: { userType: 'patient' | 'doctor' | 'corporate' }) {
  const navigate = useNavigate();
  return (
    <SegmentedControl
      fullWidth
      aria-label="Account type"
      value={userType}
      onChange={(v) => navigate(`/user/${v}/signup`)}
      data={[
        { value: 'patient', label: 'USER' },
        { value: 'doctor', label: 'THERAPIST' },
        { value: 'corporate', label: 'CORPORATE' },
      ]}
    />
  );
}
