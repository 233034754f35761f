export default function GameHubPage() {
  return (
    <section className="dp-container">
      <h1>Game hub</h1>
    </section>
  );
}
