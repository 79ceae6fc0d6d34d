// "Example" on the example application's row and in its form (decisions 55).
import { FormattedMessage } from 'react-intl';

export function ExampleBadge({ isExample }: { isExample: boolean | undefined }) {
  return isExample === true ? (
    <span className="badge example">
      <FormattedMessage id="welcome.example" />
    </span>
  ) : null;
}
