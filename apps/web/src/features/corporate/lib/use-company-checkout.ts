import { type CompanyPaymentOrder, MSG, rupeesToPaise } from '@sahaj/contract';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/notify';
import { loadRazorpay, type RazorpayResponse } from '../../payments';
import { useCompanyPayment } from '../api/verify-company-payment';
import { verifyRazorpayPayment } from '../api/verify-razorpay-payment';
import type { PaymentResult } from '../components/payment-result-modal';
import { CORPORATE_PATHS } from './paths';
import { forgetCompanyPayment, pendingCompanyPayment, rememberCompanyPayment } from './pending-payment';

type Purpose = CompanyPaymentOrder['purpose'];

/**
 * One company purchase from gateway order to verified outcome (spec 03 §4: order, checkout,
 * verification, Success or Failed modal). The test gateway and Stripe's hosted page leave the app and
 * come back to this page (?transactionId=…, or the purchase remembered in localStorage); Razorpay's
 * checkout opens over the page and its answer is verified by the server; a Stripe payment intent is
 * paid in the card form (`card`).
 */
export function useCompanyCheckout(purpose: Purpose) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const returned = params.get('transactionId');
  const [transactionId, setTransactionId] = useState<string | null>(
    () => returned ?? pendingCompanyPayment(purpose)?.transactionId ?? null,
  );
  const [card, setCard] = useState<CompanyPaymentOrder | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [explicit, setExplicit] = useState(returned !== null);
  const verification = useCompanyPayment(transactionId);

  useEffect(() => {
    if (returned) {
      setTransactionId(returned);
      setExplicit(true);
    }
  }, [returned]);

  let result: PaymentResult | null = null;
  if (failure !== null) result = { state: 'failed', message: failure };
  else if (transactionId) {
    if (verification.isError) result = explicit ? { state: 'failed', message: errorMessage(verification.error) } : null;
    else if (!verification.data) result = explicit ? { state: 'checking' } : null;
    // A remembered purchase the company walked away from (still open at the gateway) is not news.
    else if (verification.data.paymentStatus === 'payment-pending' && !explicit) result = null;
    else result = { state: 'done', verification: verification.data };
  }

  function close() {
    forgetCompanyPayment();
    setTransactionId(null);
    setFailure(null);
    setExplicit(false);
    if (params.has('transactionId')) {
      params.delete('transactionId');
      setParams(params, { replace: true });
    }
  }

  async function open(order: CompanyPaymentOrder) {
    rememberCompanyPayment({ transactionId: order.transactionId, purpose, gateway: order.gateway });
    // Our test gateway's page for a company purchase (the order's checkoutUrl is the patients' page).
    if (order.gateway === 'test') {
      navigate(CORPORATE_PATHS.testCheckout(order.transactionId));
      return;
    }
    if (order.gateway === 'stripe') {
      if (order.checkoutUrl) {
        window.location.assign(order.checkoutUrl);
        return;
      }
      if (!order.clientSecret || !order.publishableKey) throw new Error(MSG.paymentConfigurationFailed);
      setCard(order);
      return;
    }
    await openRazorpay(order);
  }

  async function openRazorpay(order: CompanyPaymentOrder) {
    const Razorpay = await loadRazorpay();
    new Razorpay({
      key: order.keyId,
      // spec 03 §7: (amount + serviceTaxValue) × 100, INR
      amount: rupeesToPaise(order.amount) + rupeesToPaise(order.serviceTaxValue),
      currency: 'INR',
      order_id: order.orderId,
      name: 'Sahaj',
      description: purpose === 'company_plan' ? 'Company plan' : 'Company credits',
      prefill: { name: order.prefill.name, email: order.prefill.email ?? '', contact: order.prefill.contact ?? '' },
      notes: { transactionId: order.transactionId },
      theme: { color: '#0f766e' },
      handler: async (r: RazorpayResponse) => {
        try {
          await verifyRazorpayPayment(order.transactionId, r);
        } catch (err) {
          // spec 03 §8: a failed verification shows the server's message and the Failed modal
          setFailure(errorMessage(err));
          return;
        }
        setExplicit(true);
        setTransactionId(order.transactionId);
      },
      modal: { ondismiss: () => setFailure(MSG.corporatePaymentFailed) },
    }).open();
  }

  /** The card form reports a confirmed payment: the server is asked for the outcome. */
  function cardPaid(order: CompanyPaymentOrder) {
    setCard(null);
    setExplicit(true);
    setTransactionId(order.transactionId);
  }

  return { open, result, close, card, cardPaid, closeCard: () => setCard(null) };
}
