import { LABELS, MESSAGES } from '@dreampitch/domain';
import { ButtonLink, Card, PageHeader } from '@dreampitch/ui';

/** Direct visits (or a lost router state) have no style and age to build goals from. */
export function MissingInformation() {
  return (
    <div className="dp-container goals-wizard">
      <Card className="goals-missing">
        <PageHeader
          align="center"
          title={MESSAGES.missingInformation}
          subtitle="We need to know your playing style and age before we can suggest goals. It only takes a minute!"
          actions={
            <ButtonLink to="/app/player-selection" size="lg">
              {LABELS.chooseYourPlayingStyle}
            </ButtonLink>
          }
        />
      </Card>
    </div>
  );
}
