import { type FormDetailData, type FormsListData, MSG, type SubmitAnswersBody } from '@sahaj/contract';
import { notFound } from '../../lib/errors';
import type { FormsService } from '../forms/service';

type Forms = Pick<FormsService, 'listForPatient' | 'detailForPatient' | 'submit'>;

/**
 * Company surveys (spec §2 Survey list and questionnaire): the admin's forms, answered one question
 * at a time by the company. The clinical screening questionnaires (PHQ-9, GAD-7: scored forms) are
 * for patients only and are never offered to a company. The forms module keeps forms and answers.
 */
export function surveysUseCases(forms: () => Forms) {
  async function survey(formId: string): Promise<FormDetailData> {
    const d = await forms().detailForPatient(formId);
    if (d.form.scoring) throw notFound(MSG.formNotFound);
    return d;
  }

  return {
    async list(companyId: string): Promise<FormsListData> {
      const all = await forms().listForPatient(companyId);
      const surveys = all.forms.filter((f) => !f.scoring);
      return { forms: surveys, count: surveys.length };
    },
    detail: (_companyId: string, formId: string) => survey(formId),
    async submit(companyId: string, body: SubmitAnswersBody): Promise<{ message: string }> {
      await survey(body.formId);
      const r = await forms().submit(companyId, body);
      return { message: r.message };
    },
  };
}
