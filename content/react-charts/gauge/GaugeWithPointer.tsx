import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

/** A needle from the centre to the end of the value arc, drawn from the gauge's own geometry. */
function Needle() {
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) return null;
  const tip = {
    x: cx + outerRadius * Math.sin(valueAngle),
    y: cy - outerRadius * Math.cos(valueAngle),
  };
  return (
    <g>
      <circle cx={cx} cy={cy} r={5} fill="#c62828" />
      <path d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`} stroke="#c62828" strokeWidth={3} />
    </g>
  );
}

export default function GaugeWithPointer() {
  return (
    <GaugeContainer value={65} height={200} startAngle={-110} endAngle={110}>
      <GaugeReferenceArc />
      <GaugeValueArc />
      <Needle />
    </GaugeContainer>
  );
}
