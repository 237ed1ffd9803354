import { Button, Group, Select, Text } from '@mantine/core';
import { type AccountSettings, formatDateTime } from '@sahaj/contract';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useTimezones } from '../api/get-timezones';
import { useUpdateTimeZone } from '../api/update-timezone';
import { Section } from './section';

/** The zone every date in the app is shown in. */
export function TimeZoneSection({ account }: { account: AccountSettings }) {
  const zones = useTimezones();
  const save = useUpdateTimeZone();
  const [zone, setZone] = useState<string | null>(account.globalTimeZone);
  const options = (zones.data ?? []).map((z) => ({ value: z.value, label: z.label }));
  if (!options.some((o) => o.value === account.globalTimeZone)) {
    options.unshift({ value: account.globalTimeZone, label: account.timeZone ?? account.globalTimeZone });
  }
  const chosenLabel = (zones.data ?? []).find((z) => z.value === zone)?.label;
  return (
    <Section id="zone-heading" title="Time zone" hint="Every date and time in Sahaj is shown in this zone.">
      <Select
        label="Your time zone"
        data={options}
        value={zone}
        onChange={setZone}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No time zone found"
        disabled={zones.isPending}
      />
      <Text size="sm" c="dimmed">
        Now: {formatDateTime(new Date(), account.globalTimeZone)}
      </Text>
      <Group>
        <Button
          disabled={!zone || zone === account.globalTimeZone}
          loading={save.isPending}
          onClick={() =>
            zone &&
            save.mutate(
              { globalTimeZone: zone, timeZone: chosenLabel },
              { onSuccess: (r) => notify.success(r.message), onError: (err) => notify.error(err) },
            )
          }
        >
          Save time zone
        </Button>
      </Group>
    </Section>
  );
}
