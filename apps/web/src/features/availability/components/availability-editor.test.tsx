import { MantineProvider } from '@mantine/core';
import {
  type ConsultationPeriod,
  emptyDatedSlots,
  emptyWeek,
  localTimeZone,
  MSG,
  todayIn,
  type WeekAvailability,
} from '@sahaj/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { DatedSlotsEditor, WeeklyEditor } from './availability-editor';

function Harness({ initialPeriod = null }: { initialPeriod?: ConsultationPeriod | null }) {
  const [week, setWeek] = useState<WeekAvailability>(emptyWeek());
  const [period, setPeriod] = useState<ConsultationPeriod | null>(initialPeriod);
  return (
    <MantineProvider theme={theme}>
      <WeeklyEditor week={week} setWeek={setWeek} period={period} onPeriod={setPeriod} />
      <output data-testid="week">{JSON.stringify(week)}</output>
    </MantineProvider>
  );
}

describe('weekly editor', () => {
  it('will not switch a day on before a period is chosen', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('switch', { name: 'Monday available' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.choosePeriodFirst);
    expect(JSON.parse(screen.getByTestId('week').textContent!).Monday.isAvailable).toBe(false);
  });
  it('switches a day on once a period is chosen, and the break needs a start time', () => {
    render(<Harness initialPeriod="1hr" />);
    fireEvent.click(screen.getByRole('switch', { name: 'Monday available' }));
    expect(JSON.parse(screen.getByTestId('week').textContent!).Monday.isAvailable).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Monday break' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.chooseConsultationTime);
  });
});

function TimeOffHarness() {
  const [s, setS] = useState({ ...emptyDatedSlots(), open: true });
  return (
    <MantineProvider theme={theme}>
      <DatedSlotsEditor
        title="Time off"
        hint=""
        state={s}
        setState={setS}
        today={todayIn(localTimeZone())}
        testId="t"
      />
    </MantineProvider>
  );
}

describe('time off', () => {
  it('asks for a date and times before another day', () => {
    render(<TimeOffHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add day' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.enterDateAndTime);
    fireEvent.click(screen.getByRole('button', { name: 'Add time' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.enterDate);
  });
});

describe('extra time', () => {
  it('says a time off the 5-minute grid under its own row, not at the top of the page (issue 20 #10)', async () => {
    const { container } = render(<TimeOffHarness />);
    const hours = container.querySelector('input[aria-label="From hours"]') as HTMLInputElement;
    const minutes = container.querySelector('input[aria-label="From minutes"]') as HTMLInputElement;
    const user = userEvent.setup();
    await user.click(hours);
    await user.keyboard('10');
    await user.click(minutes);
    await user.keyboard('07');
    await user.click(container.querySelector('[aria-label="From AM or PM"]') as HTMLElement);
    await user.keyboard('a');
    await user.click(document.body);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MSG.invalidTime);
    // Beside the time it is about (its row), not at the foot of the card under 'Add day'.
    // (the refused time's pickers are redrawn, so they are looked up again)
    expect(alert.parentElement).toContainElement(container.querySelector('input[aria-label="From hours"]'));
    expect(alert.parentElement).not.toContainElement(screen.getByRole('button', { name: 'Add day' }));
  });
});
