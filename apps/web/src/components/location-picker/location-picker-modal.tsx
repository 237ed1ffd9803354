import { Autocomplete, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  GEO_FALLBACK,
  type LocationResult,
  ONBOARDING_MSG,
  PLATFORM_MSG,
  type Place,
  SEARCH_DEBOUNCE_MS,
} from '@sahaj/contract';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../lib/api-client';
import { errorMessage } from '../../lib/notify';
import { type LatLng, LeafletMap } from './leaflet-map';

const placeLabel = (p: Place) => [p.city, p.state, p.country].filter(Boolean).join(', ');
const usable = (r: LocationResult | null) =>
  Boolean(r?.globalTimeZone && r.globalTimeZone !== PLATFORM_MSG.unknownTimezone);

/** Reverse geocoding and time zone for a point (the server's offline GET /geo/reverse). */
const reverse = (p: LatLng) =>
  api<LocationResult>('/geo/reverse', { query: { lat: p.lat, lng: p.lng }, skipAuth: true });

/**
 * 'Select Location': a map and a places search; a click on the map or a chosen place fills the
 * location and its time zone. Confirm stays disabled until a time zone is known.
 */
export function LocationPickerModal({
  opened,
  onClose,
  onConfirm,
  initial,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: (result: LocationResult) => void;
  initial?: LocationResult | null;
}) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={ONBOARDING_MSG.onboardingSelectLocation}
      size="lg"
      fullScreen={fullScreen}
      radius="lg"
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened && <PickerBody initial={initial ?? null} onCancel={onClose} onConfirm={onConfirm} />}
    </Modal>
  );
}

function PickerBody({
  initial,
  onCancel,
  onConfirm,
}: {
  initial: LocationResult | null;
  onCancel: () => void;
  onConfirm: (result: LocationResult) => void;
}) {
  const [center, setCenter] = useState<LatLng>(initial ? { lat: initial.lat, lng: initial.lng } : GEO_FALLBACK);
  const [picked, setPicked] = useState<LatLng | null>(initial ? { lat: initial.lat, lng: initial.lng } : null);
  const [selected, setSelected] = useState<LocationResult | null>(initial);
  const [resolving, setResolving] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const latest = useRef(0);

  const pick = async (point: LatLng, label?: string) => {
    const ticket = ++latest.current;
    setPicked(point);
    setResolving(true);
    setLookupError(null);
    try {
      const result = await reverse(point);
      if (ticket !== latest.current) return;
      setSelected(label ? { ...result, location: label } : result);
    } catch (err) {
      if (ticket !== latest.current) return;
      setSelected(null);
      setLookupError(errorMessage(err));
    } finally {
      if (ticket === latest.current) setResolving(false);
    }
  };

  // Where the person is, when the browser may say; else the spec's fixed point near Kolkata.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the picker opens
  useEffect(() => {
    if (initial || !('geolocation' in navigator)) return;
    let cancelled = false;
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        if (cancelled || latest.current > 0) return;
        const here = { lat: pos.coords.latitude, lng: pos.coords.longitude };
        setCenter(here);
        void pick(here);
      },
      () => {
        if (!cancelled && latest.current === 0) setCenter(GEO_FALLBACK);
      },
      { timeout: 8000, maximumAge: 10 * 60_000 },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <Stack gap="md">
      <PlaceSearch
        onChoose={(place) => {
          const point = { lat: place.lat, lng: place.lng };
          setCenter(point);
          void pick(point, placeLabel(place));
        }}
      />
      <LeafletMap center={center} marker={picked} onPick={(p) => void pick(p)} />
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-warmGray-0)" aria-live="polite">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconMapPin
            size={20}
            aria-hidden
            style={{ flexShrink: 0, marginTop: 2 }}
            color="var(--mantine-color-sahajTeal-7)"
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            {resolving ? (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm">Finding the time zone…</Text>
              </Group>
            ) : selected ? (
              <>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="picked-location">
                  {selected.location}
                </Text>
                <Text size="sm" c={usable(selected) ? 'warmGray.7' : 'red.8'} data-testid="picked-timezone">
                  {usable(selected) ? `Time zone: ${selected.timezone}` : ONBOARDING_MSG.onboardingTimeZoneRequired}
                </Text>
              </>
            ) : (
              <Text size="sm" c="warmGray.7">
                {lookupError ?? 'Search for your city, or click the map where you live.'}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          disabled={!usable(selected) || resolving}
          onClick={() => selected && onConfirm(selected)}
          title={usable(selected) ? undefined : ONBOARDING_MSG.onboardingTimeZoneRequired}
        >
          Confirm location
        </Button>
      </Group>
    </Stack>
  );
}

/** Places autocomplete over the server's offline city list (debounced like every search). */
function PlaceSearch({ onChoose }: { onChoose: (place: Place) => void }) {
  const [text, setText] = useState('');
  // The text of the place just chosen: it fills the box, and is not searched for again.
  const chosen = useRef<string | null>(null);
  const [debouncedText] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const debounced = chosen.current !== null && debouncedText === chosen.current ? '' : debouncedText;
  const query = useQuery({
    queryKey: ['geo', 'places', debounced],
    queryFn: ({ signal }) =>
      api<{ places: Place[] }>('/geo/places', { query: { q: debounced }, skipAuth: true, signal }),
    enabled: debounced.length > 0,
    staleTime: 5 * 60_000,
  });
  const byLabel = useMemo(() => {
    const map = new Map<string, Place>();
    for (const p of query.data?.places ?? []) if (!map.has(placeLabel(p))) map.set(placeLabel(p), p);
    return map;
  }, [query.data]);
  const nothing = debounced.length > 0 && query.isSuccess && byLabel.size === 0 && text.trim() === debounced;

  return (
    <Autocomplete
      label="Search places"
      placeholder="Type your city, e.g. Kolkata"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={query.isFetching ? <Loader size="xs" /> : null}
      value={text}
      onChange={(v) => {
        setText(v);
        if (v !== chosen.current) chosen.current = null;
      }}
      data={[...byLabel.keys()]}
      filter={({ options }) => options}
      limit={10}
      onOptionSubmit={(label) => {
        const place = byLabel.get(label);
        chosen.current = label;
        if (place) onChoose(place);
      }}
      error={
        nothing
          ? 'No places found. Try another spelling, or click the map.'
          : query.isError
            ? errorMessage(query.error)
            : undefined
      }
      // Inside the dialog, not in a portal outside every landmark (axe region); above the map.
      comboboxProps={{ withinPortal: false, zIndex: 1000 }}
      autoFocus
    />
  );
}
