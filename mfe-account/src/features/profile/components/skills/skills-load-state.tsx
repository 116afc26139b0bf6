import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { DelayedLoader } from '@colleghi/shared/ui';
import type { AllSkills } from '../../hooks/use-all-skills';

/** The loader while every skill loads, and the failure with its retry. */
export function SkillsLoadState({ all }: { all: AllSkills }) {
  return (
    <>
      {all.loading ? <DelayedLoader /> : null}
      {all.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={all.retry}>
              Riprova
            </Button>
          }
        >
          Non è stato possibile caricare le competenze.
        </Alert>
      ) : null}
    </>
  );
}
