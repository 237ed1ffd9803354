import { ActionIcon, Button, Group, Modal, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PLATFORM_MSG } from '@sahaj/contract';
import { IconDotsVertical, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../features/auth/api/logout';
import { notify } from '../lib/notify';
import { SIGNUP_PATH } from '../lib/session';

/**
 * The wizards' way out (patient onboarding, therapist profile): a small panel with Log out, and a
 * way to the dashboard where there is one to go to. Log out asks first, like the shell's. A plain
 * disclosure with buttons (not an ARIA menu): two actions need no menu keyboard model.
 */
export function WizardMenu({ exit }: { exit?: { label: string; to: string } }) {
  const navigate = useNavigate();
  const [open, panel] = useDisclosure(false);
  const [confirmOpen, confirm] = useDisclosure(false);
  const [leaving, setLeaving] = useState(false);

  const doLogout = async () => {
    setLeaving(true);
    notify.success(await endSession());
    setLeaving(false);
    confirm.close();
    navigate(SIGNUP_PATH, { replace: true });
  };

  return (
    <>
      <Popover
        opened={open}
        onChange={(o) => (o ? panel.open() : panel.close())}
        position="bottom-end"
        shadow="md"
        withinPortal={false}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="warmGray.9"
            size={44}
            radius="xl"
            aria-label="Account menu"
            aria-expanded={open}
            onClick={panel.toggle}
          >
            <IconDotsVertical size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={4}>
          <Stack gap={2}>
            {exit && (
              <Button
                variant="subtle"
                color="warmGray.9"
                justify="flex-start"
                leftSection={<IconLayoutDashboard size={18} aria-hidden />}
                onClick={() => {
                  panel.close();
                  navigate(exit.to);
                }}
              >
                {exit.label}
              </Button>
            )}
            <Button
              variant="subtle"
              color="warmGray.9"
              justify="flex-start"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={() => {
                panel.close();
                confirm.open();
              }}
            >
              Log out
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Modal opened={confirmOpen} onClose={confirm.close} title="Log out" centered>
        <Text>{PLATFORM_MSG.logoutConfirm}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close} disabled={leaving}>
            Cancel
          </Button>
          <Button color="red.8" onClick={doLogout} loading={leaving}>
            Log out
          </Button>
        </Group>
      </Modal>
    </>
  );
}
