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
