import { HouseFrame } from './HouseFrame';
import { BaccaratTable } from './BaccaratTable';
import { useBaccaratTable } from './useBaccaratTable';

/** /play/baccarat: the in-house baccarat table in its own window. */
export default function BaccaratPage() {
  const table = useBaccaratTable();
  return (
    <HouseFrame title="house.baccarat.title" rules="house.baccarat.rules" balance={table.balance} theme="felt">
      <BaccaratTable table={table} />
    </HouseFrame>
  );
}
