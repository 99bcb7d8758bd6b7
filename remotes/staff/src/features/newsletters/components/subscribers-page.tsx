import { useState } from 'react';
import { Link } from 'react-router-dom';
import { mailingListLabels, mailingLists, type MailingList } from '@tenants/shared';
import { PageHeading } from '../../common/components/page-heading';
import { SelectField } from '../../common/components/select-field';
import { staffPaths } from '../../common/lib/staff-paths';
import { AddForm } from './add-subscriber-form';
import { ImportForm } from './import-subscribers-form';
import { Unconfirmed } from './unconfirmed-subscribers';

const listOptions = mailingLists.map((list) => ({ value: list, label: mailingListLabels[list] }));
const isList = (value: string): value is MailingList => (mailingLists as readonly string[]).includes(value);

/**
 * /staff/newsletters/subscribers: put people on an e-mail list who asked in person or by phone, one by hand
 * or a CSV at a time, and send a confirmation again. Every address gets the confirmation mail and nothing
 * else until it follows the link.
 */
export function SubscribersPage() {
  const [list, setList] = useState<MailingList>('newsletter');
  // Each add or import changes who is waiting: the table below asks again.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((n) => n + 1);
  return (
    <>
      <PageHeading
        title="Subscribers"
        back={
          <Link to={staffPaths.newsletters} className="staff-back">
            All newsletters
          </Link>
        }
      >
        <p className="staff-heading__intro">
          Add people who asked to join a list. Each address is sent a confirmation e-mail and gets nothing else, no newsletter either, until they follow its
          link.
        </p>
      </PageHeading>
      <SelectField
        id="staff-subscribers-list"
        label="List"
        value={list}
        options={listOptions}
        onChange={(event) => isList(event.target.value) && setList(event.target.value)}
      />
      <AddForm list={list} onAdded={changed} />
      <ImportForm list={list} onImported={changed} />
      <Unconfirmed key={list} list={list} version={version} />
    </>
  );
}
