import { GaugeContainer, GaugeReferenceArc, GaugeValueArc, useGaugeState } from '@mui/x-charts/Gauge';

const NEEDLE_WIDTH = 6;

/**
 * A tapered needle, drawn pointing straight up from the centre and turned to the
 * value: useGaugeState gives the centre, the radius and the value's angle in radians.
 */
function Needle() {
  const state = useGaugeState();
  if (state.valueAngle === null) return null;
  const degrees = (state.valueAngle * 180) / Math.PI;
  const length = state.outerRadius - 4;
  const base = `${state.cx - NEEDLE_WIDTH / 2},${state.cy} ${state.cx + NEEDLE_WIDTH / 2},${state.cy}`;
  return (
    <g transform={`rotate(${degrees} ${state.cx} ${state.cy})`} fill="#37474f">
      <polygon points={`${base} ${state.cx},${state.cy - length}`} />
      <circle cx={state.cx} cy={state.cy} r={NEEDLE_WIDTH} />
    </g>
  );
}

// RTE, Bilan électrique 2023: nuclear power made 65 % of France's electricity.
export default function GaugeWithPointer() {
  return (
    <GaugeContainer value={65} height={200} startAngle={-120} endAngle={120} innerRadius="75%">
      <GaugeReferenceArc />
      <GaugeValueArc />
      <Needle />
    </GaugeContainer>
  );
}
