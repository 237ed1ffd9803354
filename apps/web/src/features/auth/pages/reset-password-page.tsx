import { AUTH_MSG } from '@sahaj/contract';
import { Navigate, useNavigate, useParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { publicResetPassword } from '../api/public-reset-password';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordForm } from '../components/new-password-form';

/** /user/{userType}/reset-password/{accessToken}: set a new password with the token from the address. */
export function ResetPasswordPage() {
  const { userType, accessToken } = useParams();
  const navigate = useNavigate();
  if ((userType !== 'patient' && userType !== 'doctor' && userType !== 'corporate') || !accessToken)
    return <Navigate to="/user/patient/signup" replace />;
  return (
    <AuthLayout>
      <NewPasswordForm
        onSave={async (password) => {
          const r = await publicResetPassword(accessToken, password);
          notify.success(r.message || AUTH_MSG.passwordResetSuccess);
          navigate(`/user/${userType}/login`, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
