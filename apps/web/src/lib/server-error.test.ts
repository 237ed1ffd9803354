import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { formErrorTarget, showServerError } from './server-error';

const form = (values: object) => {
  const errors: Record<string, string> = {};
  const setFieldError = (p: string, e: string) => {
    errors[p] = e;
  };
  return { errors, getValues: () => values, setFieldError };
};

describe('server errors on forms', () => {
  it('puts a 400 under the field the server names', () => {
    const f = form({ name: '', licences: [{ contactNumber: '' }] });
    const general = vi.fn();
    showServerError(new ApiError('Please enter only alphabets', 400, { field: 'name' }), formErrorTarget(f), general);
    showServerError(
      new ApiError('Invalid phone number', 400, { field: 'licences.0.contactNumber' }),
      formErrorTarget(f),
      general,
    );
    expect(f.errors).toEqual({
      name: 'Please enter only alphabets',
      'licences.0.contactNumber': 'Invalid phone number',
    });
    expect(general).not.toHaveBeenCalled();
  });
  it('shows a general error for a field the screen does not have, no field, or another status', () => {
    const f = form({ name: '' });
    const general = vi.fn();
    showServerError(new ApiError('dob: too old', 400, { field: 'dob' }), formErrorTarget(f), general);
    showServerError(new ApiError('Bad request', 400, {}), formErrorTarget(f), general);
    showServerError(new ApiError('Taken', 409, { field: 'name' }), formErrorTarget(f), general);
    expect(f.errors).toEqual({});
    expect(general.mock.calls.map((c) => c[0])).toEqual(['dob: too old', 'Bad request', 'Taken']);
  });
});
