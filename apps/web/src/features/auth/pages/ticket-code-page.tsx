import { AUTH_MSG, type LoginData, PHONE_CODE_LENGTH } from '@sahaj/contract';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { resendTicketCode } from '../api/resend-ticket-code';
import { verifyTicketCode } from '../api/verify-ticket-code';
import { AuthLayout } from '../components/auth-layout';
import { CenterLink } from '../components/form-bits';
import { OtpCodeForm } from '../components/otp-code-form';
import { finishLogin } from '../lib/finish-login';
import { AUTH_TEXT } from '../lib/texts';

export interface TicketState {
  /** 6 for phone codes (default), 4 for e-mail codes. */
  length?: number;
  /** Where the code went, shown under the title. */
  sentTo?: string;
  /** The server's resend wait from the reply that made the ticket. */
  resendAfter?: number;
}

/**
 * /user/{userType}/signup/otp-verification/{token}: the verify-mobile page reached with a ticket
 * from the server (e-mail sign-up form, re-verification). The token comes from the last address
 * segment (spec document 1 §4); PUT /user/verify/otp checks the code, PUT /user/resend/otp resends.
 */
export function TicketCodePage({ kind, token }: { kind: 'patient' | 'doctor' | 'corporate'; token: string }) {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as TicketState;
  return (
    <AuthLayout>
      <OtpCodeForm
        submitLabel="Verify"
        length={state.length ?? PHONE_CODE_LENGTH}
        resendSeconds={state.resendAfter}
        sentTo={state.sentTo}
        autoSubmit={kind === 'patient'}
        onVerify={async (otp) => {
          const data = await verifyTicketCode({ otp, token });
          if (data && 'authToken' in data && data.authToken) {
            finishLogin({ ...(data as LoginData), token: null }, 'signup', navigate, {
              successMessage: data.message || (state.length === 4 ? AUTH_MSG.emailVerified : AUTH_MSG.phoneVerified),
            });
          } else {
            notify.success(
              (data as { message?: string })?.message ||
                (state.length === 4 ? AUTH_MSG.emailVerified : AUTH_MSG.phoneVerified),
            );
            navigate(`/user/${kind}/login`, { replace: true });
          }
        }}
        onResend={async () => {
          const r = await resendTicketCode(token);
          notify.success(r.message);
          return r.resendAfterSeconds;
        }}
        footer={<CenterLink to={`/user/${kind}/login`}>{AUTH_TEXT.backToLogin}</CenterLink>}
      />
    </AuthLayout>
  );
}
