import { lazy } from 'react';
import { useSession } from '../../../lib/session';
import { GiveSurveyPage } from './give-survey-page';

const PatientQuestionnaire = lazy(() => import('../../forms').then((m) => ({ default: m.QuestionnairePage })));

/**
 * dashboard/survay-form/give-survey/{formId}: the spec gives patients and companies one path. A
 * company fills in a company survey (companies/forms/…); a patient the forms feature's questionnaire.
 */
export function SurveyRoute() {
  const session = useSession();
  return session?.userType === 'company' ? <GiveSurveyPage /> : <PatientQuestionnaire />;
}
