import { Modal, Tabs } from '@mantine/core';
import { InviteForm } from './invite-form';
import { RosterUpload } from './roster-upload';

/** 'Add Employee': invite one person by e-mail, or many from a CSV roster. */
export function AddEmployeeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Employee" centered size="lg">
      <Tabs defaultValue="one" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="one">Invite by e-mail</Tabs.Tab>
          <Tabs.Tab value="many">Upload a roster</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="one">
          <InviteForm onSent={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="many">
          <RosterUpload onDone={() => undefined} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
