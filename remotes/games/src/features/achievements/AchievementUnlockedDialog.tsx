import { Button, Dialog, DialogClose } from '@dreampitch/ui';
import { MESSAGES, type Achievement } from '@dreampitch/domain';
import './achievements.css';

export interface AchievementUnlockedDialogProps {
  /** Newly earned achievements; the dialog is open while there are any. */
  achievements: readonly Achievement[];
  onClose: () => void;
}

/** Spec §4: the 'Achievement Unlocked!' modal after a game that earned something new. */
export function AchievementUnlockedDialog({ achievements, onClose }: AchievementUnlockedDialogProps) {
  return (
    <Dialog
      open={achievements.length > 0}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={MESSAGES.achievementUnlocked}
      icon="🏆"
      hideCloseButton
      actions={
        <DialogClose>
          <Button>{MESSAGES.achievementUnlockedDismiss}</Button>
        </DialogClose>
      }
    >
      <ul className="games-achievement-list">
        {achievements.map((achievement) => (
          <li key={achievement.id}>
            <strong>{achievement.name}</strong> <span>+{achievement.points} points</span>
            <p>{achievement.description}</p>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
