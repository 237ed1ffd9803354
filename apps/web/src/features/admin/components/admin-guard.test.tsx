import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeJwt as token } from '../../../test/jwt';
import { RequireAdmin } from './admin-guard';

function renderAt() {
  return render(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route path="/admin/login" element={<p>login page</p>} />
        <Route
          path="/admin"
          element={
            <RequireAdmin>
              <p>console</p>
            </RequireAdmin>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the admin console guard', () => {
  it('sends a visitor without a session to the admin login', () => {
    renderAt();
    expect(screen.getByText('login page')).toBeInTheDocument();
  });
  it('sends a signed-in therapist to the admin login too', () => {
    localStorage.setItem('authToken', token(Date.now() / 1000 + 3600));
    localStorage.setItem('userType', 'doctor');
    renderAt();
    expect(screen.getByText('login page')).toBeInTheDocument();
  });
  it('refuses an expired admin token', () => {
    localStorage.setItem('authToken', token(Date.now() / 1000 - 10));
    localStorage.setItem('userType', 'admin');
    renderAt();
    expect(screen.getByText('login page')).toBeInTheDocument();
  });
  it('lets a signed-in admin in', () => {
    localStorage.setItem('authToken', token(Date.now() / 1000 + 3600));
    localStorage.setItem('userType', 'admin');
    renderAt();
    expect(screen.getByText('console')).toBeInTheDocument();
  });
});
