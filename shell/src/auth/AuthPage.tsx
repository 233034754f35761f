export function AuthPage() {
  return (
    <section className="dp-container">
      <h1>Sign in</h1>
    </section>
  );
}
