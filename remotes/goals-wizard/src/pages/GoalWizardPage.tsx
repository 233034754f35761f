export default function GoalWizardPage() {
  return (
    <section className="dp-container">
      <h1>Goal wizard</h1>
    </section>
  );
}
