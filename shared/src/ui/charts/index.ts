export { BarChart, type BarChartProps, type ChartBar } from './BarChart';
export { MeterBar, type MeterBarProps } from './MeterBar';
export { SplitBar, type SplitBarProps, type SplitPart } from './SplitBar';
export { VisuallyHidden } from './VisuallyHidden';
