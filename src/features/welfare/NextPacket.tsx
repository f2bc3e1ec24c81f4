import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { welfareItemMachine } from '../../../machines/welfareItem';
import { nextWeeklyPacketWindow } from '../../../machines/rules/welfare';
import { useSiteActors } from '../../session/SiteActorsContext';
import { connectWelfareItem } from './connectWelfareItem';
import { Countdown } from './Countdown';

/** The countdown to the next weekly red packet of the member's level (VIP1-5 Saturday 01:00, VIP6-10 13:00), on the item machine's timer. */
function PacketCountdown({ level, onOpen }: { level: number; onOpen: () => void }) {
  const { inspect } = useSiteActors();
  const [now] = useState(() => Date.now());
  const [packetWindow] = useState(() => nextWeeklyPacketWindow(now, level)!);
  const [state, send] = useMachine(welfareItemMachine, { inspect, input: { ...packetWindow, claimedAt: null, now, readNow: Date.now } });
  const view = connectWelfareItem(state, send);
  const open = view.place !== 'upcoming';
  useEffect(() => {
    if (open) onOpen();
  }, [open, onOpen]);
  return (
    <p className="welfare-tile__figure" data-testid="welfare-next-packet" data-place={view.place}>
      {view.place === 'upcoming' && view.countdown ? <Countdown label="welfare.next.in" countdown={view.countdown} /> : <FormattedMessage id="welfare.next.open" />}
      <small>
        <FormattedMessage id="welfare.next.at" values={{ at: view.opensAt }} />
      </small>
    </p>
  );
}

export function NextPacket({ level, onOpen }: { level: number; onOpen: () => void }) {
  return (
    <div className="welfare-tile welfare-tile--packet">
      <h2>
        <FormattedMessage id="welfare.next.title" />
      </h2>
      {level >= 1 ? (
        <PacketCountdown key={level} level={level} onOpen={onOpen} />
      ) : (
        <p className="welfare-tile__figure welfare-tile__figure--note" data-testid="welfare-next-packet" data-place="none">
          <FormattedMessage id="welfare.next.fromVip1" />
        </p>
      )}
    </div>
  );
}
