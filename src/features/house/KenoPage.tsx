import { HouseFrame } from './HouseFrame';
import { KenoBoard } from './KenoBoard';
import { useKenoDraw } from './useKenoDraw';

/** /play/keno: the in-house happy lottery in its own window. */
export default function KenoPage() {
  const board = useKenoDraw();
  return (
    <HouseFrame title="house.keno.title" rules="house.keno.rules" balance={board.balance} theme="lottery">
      <KenoBoard board={board} />
    </HouseFrame>
  );
}
