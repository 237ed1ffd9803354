import { AUTH_MSG, type PublicConfigData } from '@sahaj/contract';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { loadScript } from '../../../lib/load-script';
import { fetchCaptchaChallenge } from '../api/public-config';

export interface CaptchaHandle {
  /** Solves the captcha without asking anything of the person; resolves to the token for verify-captcha. */
  run: () => Promise<string>;
}

interface AltchaElement extends HTMLElement {
  configure: (config: Record<string, unknown>) => Promise<void>;
  verify: () => Promise<{ payload: string } | null>;
  reset: () => void;
}

interface Grecaptcha {
  ready: (fn: () => void) => void;
  render: (el: HTMLElement, opts: Record<string, unknown>) => number;
  execute: (id: number) => void;
  reset: (id: number) => void;
}

const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';
async function loadRecaptcha(): Promise<Grecaptcha> {
  await loadScript(RECAPTCHA_SCRIPT).catch(() => {
    throw new Error(AUTH_MSG.captchaError);
  });
  const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
  if (!g) throw new Error(AUTH_MSG.captchaError);
  return new Promise((resolve) => g.ready(() => resolve(g)));
}

/**
 * The sign-up page's invisible captcha (spec document 1 §2): ALTCHA proof of work solved in the
 * browser by default, or Google reCAPTCHA (invisible) when the server is set up for it.
 */
export const InvisibleCaptcha = forwardRef<CaptchaHandle, { config: PublicConfigData | undefined }>(
  function InvisibleCaptcha({ config }, ref) {
    const host = useRef<HTMLDivElement>(null);

    useImperativeHandle(
      ref,
      () => ({
        async run() {
          const el = host.current;
          if (!el) throw new Error(AUTH_MSG.captchaError);
          if (config?.captcha === 'recaptcha' && config.recaptchaSiteKey) {
            const g = await loadRecaptcha();
            el.replaceChildren();
            const box = document.createElement('div');
            el.appendChild(box);
            return new Promise<string>((resolve, reject) => {
              const id = g.render(box, {
                sitekey: config.recaptchaSiteKey,
                size: 'invisible',
                callback: (token: string) => resolve(token),
                'error-callback': () => reject(new Error(AUTH_MSG.captchaError)),
                'expired-callback': () => reject(new Error(AUTH_MSG.captchaFailed)),
              });
              g.execute(id);
            });
          }
          await import('altcha');
          const challenge = await fetchCaptchaChallenge();
          el.replaceChildren();
          const widget = document.createElement('altcha-widget') as AltchaElement;
          widget.setAttribute('display', 'invisible');
          widget.setAttribute('auto', 'off');
          el.appendChild(widget);
          await customElements.whenDefined('altcha-widget');
          await widget.configure({ challenge, display: 'invisible', auto: 'off' });
          const result = await widget.verify();
          if (!result?.payload) throw new Error(AUTH_MSG.captchaError);
          return result.payload;
        },
      }),
      [config],
    );

    return (
      <div ref={host} aria-hidden="true" style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }} />
    );
  },
);
