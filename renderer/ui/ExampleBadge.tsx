// "Example" on the example application's row and in its form (decisions 55).
import { exampleLabel } from '../words/welcome';

export function ExampleBadge({ isExample }: { isExample: boolean | undefined }) {
  return isExample === true ? <span className="badge example">{exampleLabel}</span> : null;
}
