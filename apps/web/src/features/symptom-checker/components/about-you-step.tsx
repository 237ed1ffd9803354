import { Button, Group, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { MSG, type SymptomGender } from '@sahaj/contract';
import { useState } from 'react';

export interface AboutYou {
  gender: SymptomGender | null;
  yearOfBirth: number | null;
}

/** Age and sex from the profile, editable for this check only (nothing here changes the profile). */
export function AboutYouStep({
  initial,
  thisYear,
  onBack,
  onNext,
}: {
  initial: AboutYou;
  thisYear: number;
  onBack: () => void;
  onNext: (value: { gender: SymptomGender; yearOfBirth: number }) => void;
}) {
  const [gender, setGender] = useState<string | null>(initial.gender);
  const [year, setYear] = useState<string | number>(initial.yearOfBirth ?? '');
  const [errors, setErrors] = useState<{ gender?: string; year?: string }>({});

  const submit = () => {
    const next: typeof errors = {};
    const y = typeof year === 'number' ? year : Number.NaN;
    if (gender !== 'male' && gender !== 'female') next.gender = MSG.symptomCheckGenderRequired;
    if (!Number.isInteger(y) || y < 1900 || y > thisYear) next.year = MSG.symptomCheckYearInvalid;
    else if (thisYear - y < 12 || thisYear - y > 100) next.year = MSG.symptomCheckAgeOutOfRange;
    setErrors(next);
    if (!next.gender && !next.year) onNext({ gender: gender as SymptomGender, yearOfBirth: y });
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        About you
      </Title>
      <Text c="dimmed" size="sm">
        Some conditions are more common at some ages or in one sex. We filled this in from your profile; a change here
        is for this check only.
      </Text>
      <NumberInput
        label="Year of birth"
        value={year}
        onChange={setYear}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        maxLength={4}
        w={{ base: '100%', xs: 200 }}
        error={errors.year}
      />
      <Radio.Group
        label="Sex (for how common conditions are)"
        value={gender}
        onChange={setGender}
        error={errors.gender}
      >
        <Group mt="xs">
          <Radio value="female" label="Female" />
          <Radio value="male" label="Male" />
        </Group>
      </Radio.Group>
      <Group>
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={submit}>Next</Button>
      </Group>
    </Stack>
  );
}
